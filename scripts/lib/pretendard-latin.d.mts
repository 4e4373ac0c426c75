export declare const LATIN_RANGES: ReadonlyArray<readonly [number, number]>;
export declare function latinUnicodeRange(): string;
