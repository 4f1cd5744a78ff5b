import type { BuildOptions, Metafile } from 'esbuild';

export declare const rootDir: string;
export declare const EXTERNAL_PACKAGES: readonly string[];
export declare const mainBundleOptions: BuildOptions;
export declare const preloadBundleOptions: BuildOptions;
export declare function externalRequires(metafile: Metafile): string[];
