/**
 * What the HTML documents themselves say before any script runs: index.html's meta description (kept
 * word for word here) and, through scripts/prerender.mjs, the French documents' (fr-CA/document.ts).
 * Read at build time only; no runtime code imports it.
 */
export default {
  description:
    'VetReferral connects Canadian general-practice veterinarians with specialty and emergency hospitals: wait times, emergency acceptance and non-binding price estimates in one place.',
} as const;
