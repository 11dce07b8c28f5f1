export declare function siteHostPattern(sitesDomain: string | undefined): string;
