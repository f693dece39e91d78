import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Radix's checkbox, radio group and switch render a hidden native input beside each control, sized to
 * it by `useSize`: a layout effect that reads offsetWidth (forcing a layout of the page) and then sets
 * state (another render) as each control mounts. The size only places the browser's own validation
 * bubble, and none of these controls is ever `required` in a form the browser validates (the forms
 * with them are `noValidate`, but the e-mail settings', whose switches require nothing). In a
 * 4×-throttled browser it was a large share of the dashboard's blocking time after first paint;
 * Lighthouse, on a noisy host, did not show it (docs/decisions/138). For those three packages only,
 * `useSize` resolves to one that measures nothing; the popper (menus' arrows) keeps the real one.
 */
export const CONTROLS_WITHOUT_SIZE = /[\\/]@radix-ui[\\/]react-(checkbox|radio-group|switch)[\\/]/;

export const noControlSize = fileURLToPath(new URL('../src/web/lib/no-control-size.ts', import.meta.url));

export function radixControlSize(): Plugin {
  return {
    name: 'radix-control-size',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@radix-ui/react-use-size' && importer && CONTROLS_WITHOUT_SIZE.test(importer)) return noControlSize;
      return null;
    },
  };
}
