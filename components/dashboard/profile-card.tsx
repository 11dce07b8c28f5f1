import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CustomerDashboard } from '@/lib/dashboard/queries';

/** The customer's own account details. */
export function ProfileCard({ profile }: { profile: CustomerDashboard['profile'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Tus datos</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Nombre</dt>
            <dd className="font-medium break-words">{profile.name}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium break-all">{profile.email}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Teléfono</dt>
            <dd className="font-medium">{profile.phone ?? 'No indicado'}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
