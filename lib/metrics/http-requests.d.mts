import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const ROUTE_GROUPS: readonly ['app_page', 'app_api', 'site_page', 'static', 'health'];
export type RouteGroup = (typeof ROUTE_GROUPS)[number];
export declare function routeGroup(pathname: string, onSiteHost: boolean): RouteGroup;
export declare function measureRequest(request: IncomingMessage, response: ServerResponse, onSiteHost: boolean): void;
export declare function countSitePage(cache: 'edge' | 'hit' | 'stale' | 'miss' | 'none'): void;
export declare function countSitePageFromNext(response: ServerResponse): void;
