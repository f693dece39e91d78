import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noControlSize, radixControlSize } from '../../../tooling/radix-control-size';

// docs/decisions/138: Radix's checkbox, radio group and switch measure nothing as they mount; every
// other importer of useSize keeps the real one.
const require = createRequire(import.meta.url);
const esmEntry = (pkg: string) => path.join(path.dirname(require.resolve(pkg)), 'index.mjs');
const resolve = (source: string, importer: string) => (radixControlSize().resolveId as (source: string, importer: string) => string | null)(source, importer);
const CONTROLS = ['@radix-ui/react-checkbox', '@radix-ui/react-radio-group', '@radix-ui/react-switch'];

describe('the build’s useSize for Radix’s form controls', () => {
  it('is the one that measures nothing, for the checkbox, the radio group and the switch', () => {
    for (const pkg of CONTROLS) expect(resolve('@radix-ui/react-use-size', esmEntry(pkg)), pkg).toBe(noControlSize);
  });

  it('is the real one for everything else, and the controls’ other imports are untouched', () => {
    expect(resolve('@radix-ui/react-use-size', esmEntry('@radix-ui/react-popper'))).toBeNull();
    expect(resolve('@radix-ui/react-use-size', path.resolve('src/web/components/ui/checkbox.tsx'))).toBeNull();
    expect(resolve('react', esmEntry('@radix-ui/react-checkbox'))).toBeNull();
  });

  it('still has something to replace: each control imports useSize by that name (an upgrade that stops would make this a no-op)', () => {
    for (const pkg of CONTROLS) expect(fs.readFileSync(esmEntry(pkg), 'utf8'), pkg).toContain('from "@radix-ui/react-use-size"');
  });
});
