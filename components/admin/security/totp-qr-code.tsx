import { totpQrCode } from '@/lib/auth/totp-qr';

/** The enrolment link for the phone's camera; the setup key beside it serves without one. */
export function TotpQrCode({ totpURI }: { totpURI: string }) {
  const { size, path } = totpQrCode(totpURI);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code to scan with your authenticator app"
      shapeRendering="crispEdges"
      className="size-48 rounded-md bg-white"
    >
      {/* Black on white whatever the theme: scanners expect dark modules on a light ground. */}
      <path d={path} fill="#000" />
    </svg>
  );
}
