export declare const VISIT_SINK: unique symbol;
export declare const BLOG_GATE: unique symbol;
export declare const SITE_GATE: unique symbol;
export declare const TLS_ASK: unique symbol;
export declare const EDGE_FORGET: unique symbol;
