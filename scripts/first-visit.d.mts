export declare const notOnFirstVisit: RegExp[];
export declare function firstVisit(dist?: string): { js: string[]; css: string[]; modules: string[] };
export declare function misplacedModules(modules: string[]): string[];
