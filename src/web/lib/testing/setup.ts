/** Set-up of the `web` Vitest project (component tests in jsdom). */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@web/components/ui/use-toast';
import '@web/i18n';

// The suite runs beside the API suites on two cores: give findBy*/waitFor more than their 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

// What Radix's Select, Switch and Dialog call on elements and jsdom does not implement.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
