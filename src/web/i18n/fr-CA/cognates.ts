/**
 * The fr-CA strings that are, on purpose, identical to en-CA, as 'namespace:key.path' (array items by
 * index). Everything else must differ; catalogues.test.ts checks this list against the catalogues.
 */
export const COGNATES: readonly string[] = [
  // Brand name.
  'common:appName',
  // Kilometres are written alike; "Distance" is the French word (issue 21).
  'vet:search.radius.km',
  'vet:card.distance',
  'vet:results.sort.distance',
  // "Notifications" is the French word; {hotkey} is filled in by the Radix toast viewport.
  'common:notifications',
  // "Menu" and "Messages" are the French words.
  'nav:menu',
  'nav:messages',
  'nav:notifications',
  'notifications:listLabel',
  'notifications:title',
  // Each language named in itself (and its short code), whatever the language shown.
  'nav:language.names.en-CA',
  'nav:language.names.fr-CA',
  'nav:language.short.en-CA',
  'nav:language.short.fr-CA',
  'referrals:letter.languages.en',
  'referrals:letter.languages.fr',
  'referrals:queue.viewCount',
  // The short codes of a search term's language (issue 57), as the language switcher writes them.
  'admin:vocabulary.lang.en',
  'admin:vocabulary.lang.fr',
  // "Concept" is the French word.
  'admin:vocabulary.concept',
  // Placeholders and punctuation only.
  'admin:audit.none',
  'clinic:quotes.noDescription',
  'hospitals:pricing.noDescription',
  'hospitals:internal.emergencyPhone',
  'vet:results.criteria',
  // "Action(s)", "Photo", "Message", "Province" are the French words (the clinic form offers provinces only).
  'admin:audit.actionColumn',
  'clinic:quotes.actions',
  'clinic:waits.actions',
  'clinic:staff.photo',
  'hospitals:internal.message',
  'clinic:logo.heading',
  'clinic:profileForm.province',
  // E-mail addresses.
  'site-contact:contact.email.address',
  'site-legal:terms.sections.11.email',
  // Which deployment fact a section shows (a key, not words).
  'site-legal:privacy.sections.3.facts',
  'site-legal:privacy.sections.8.facts',
  'admin:tabs.incidents',
  // Place names spelled the same in French.
  'site-contact:contact.location.body',
  'vocabulary:provinces.Alberta',
  'vocabulary:provinces.Manitoba',
  'vocabulary:provinces.Nunavut',
  'vocabulary:provinces.Ontario',
  'vocabulary:provinces.Saskatchewan',
  'vocabulary:provinces.Yukon',
  // Referral screens: "Patient", "Dose", "Description", "Reptile", "Consultation" are the French words;
  // the rest is placeholders and punctuation.
  'referrals:attachments.description',
  'referrals:composer.fields.dose',
  'referrals:conversation.message',
  'referrals:composer.required',
  'referrals:composer.sections.patient',
  'referrals:detail.sections.patient',
  'referrals:detail.timeline.change',
  'referrals:vocab.species.reptile',
  'referrals:vocab.type.consult',
  // A template that only places other strings (issue 20).
  'hospitals:measured.short',
];
