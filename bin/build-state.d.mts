/** The repository root. */
export declare const ROOT: string;
/** Folder of the compiled Node build. */
export declare const BUILD_DIR: string;
/** The build's manifest (entries, inputs and bundled package versions), written last. */
export declare const MANIFEST: string;
/** Pure JavaScript packages bundled into the build instead of loading from node_modules. */
export declare const BUNDLED: readonly string[];
/** Whether a bare import specifier names a bundled package (or a path inside one). */
export declare function isBundled(id: string): boolean;
/** The innermost node_modules package folder a file lies in, or undefined. */
export declare function packageDirOf(file: string): string | undefined;
/** The version in `<root>/<dir>/package.json`, or undefined when unreadable. */
export declare function packageVersion(root: string, dir: string): string | undefined;
/** The built file for a source path relative to the root, when present and fresh. */
export declare function freshBuild(
  sourcePath: string,
  root?: string,
  buildDir?: string,
): string | undefined;
