#!/usr/bin/env node
// The `nlu` command. In an installed package it runs the built CLI (dist/); in a checkout, where the
// TypeScript source and tsx are present, it runs the source, so an old dist/ is never run by mistake.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src', 'cli', 'main.ts');
let entry = join(root, 'dist', 'src', 'cli', 'main.js');
if (existsSync(source)) {
  try {
    const { register } = await import('tsx/esm/api');
    register();
    entry = source;
  } catch {
    // A checkout installed without its devDependencies: the built CLI, when there is one.
  }
}
const { main } = await import(pathToFileURL(entry).href);
process.exitCode = await main(process.argv.slice(2));
