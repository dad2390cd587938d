/** The repository root. */
export declare const ROOT: string;
/** Folder of the compiled Node build. */
export declare const BUILD_DIR: string;
/** The build's manifest (entries and inputs), written last. */
export declare const MANIFEST: string;
/** The built file for a source path relative to the root, when present and fresh. */
export declare function freshBuild(sourcePath: string): string | undefined;
