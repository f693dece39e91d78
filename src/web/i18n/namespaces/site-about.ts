// Importing this module adds the About page strings to the site namespace; through ./site it also
// brings the shared site strings (shared.*) those pages read.
import { addNamespace } from '@web/i18n';
import siteAbout from '@web/i18n/en-CA/site-about';
import './site';

addNamespace('site', siteAbout, () => import('@web/i18n/fr-CA/site-about'));
