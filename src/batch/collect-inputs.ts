import { readFile, readdir, stat } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';

/** One file of a batch: where it is and where its results go under the output folder. */
export interface BatchInput {
  /** Absolute path of the PDF. */
  path: string;
  /** Output path relative to the output folder (the folder layout is kept). */
  rel: string;
}

/** A batch input that cannot be used: the sentence says which and why. */
export class BatchInputError extends Error {
  override readonly name = 'BatchInputError';
}

/** Every `.pdf` under `dir`, recursively, sorted so runs are repeatable. */
async function pdfsUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await pdfsUnder(path)));
    else if (entry.isFile() && entry.name.toLowerCase().endsWith('.pdf')) found.push(path);
  }
  return found;
}

/** Paths named in list files: one a line, blank lines and `#` comments skipped, relative to the list. */
async function pathsInLists(lists: readonly string[]): Promise<string[]> {
  const paths: string[] = [];
  for (const list of lists) {
    let text: string;
    try {
      text = await readFile(list, 'utf8');
    } catch {
      throw new BatchInputError(`Cannot read the list file '${list}'.`);
    }
    const base = resolve(list, '..');
    for (const line of text.split(/\r?\n/)) {
      const item = line.trim();
      if (item && !item.startsWith('#')) paths.push(resolve(base, item));
    }
  }
  return paths;
}

/**
 * Expands files, folders (recursively, `.pdf` files) and list files into the batch's inputs,
 * each once. A folder's files keep their layout under the output folder; single files go to its
 * top, and a name already taken gets `-2`, `-3`... (stable across re-runs: inputs are sorted).
 */
export async function collectInputs(
  args: readonly string[],
  lists: readonly string[],
): Promise<BatchInput[]> {
  const inputs: BatchInput[] = [];
  const seen = new Set<string>();
  const taken = new Set<string>();
  const add = (path: string, rel: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    let name = rel;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = rel.replace(/(\.pdf)?$/i, `-${n}$1`);
    taken.add(name.toLowerCase());
    inputs.push({ path, rel: name });
  };
  for (const arg of [...args, ...(await pathsInLists(lists))]) {
    const path = resolve(arg);
    let info;
    try {
      info = await stat(path);
    } catch {
      throw new BatchInputError(`Input '${arg}' does not exist.`);
    }
    if (info.isDirectory()) {
      for (const file of await pdfsUnder(path)) add(file, relative(path, file));
    } else {
      add(path, basename(path));
    }
  }
  return inputs;
}
