export declare function siteHostPattern(sitesDomain: string | undefined): string;
export declare const CUSTOM_DOMAIN_PATTERN: string;
export declare function customDomainHostPattern(sitesDomain: string | undefined, appUrl: string | undefined): string | null;
