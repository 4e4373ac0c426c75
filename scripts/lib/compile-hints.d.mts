export declare const COMPILE_HINT: string;
export declare function firstLoadScripts(nextDir: string): string[];
export declare function addCompileHints(nextDir: string): { hinted: string[]; already: number };
