// Importing this module adds the messages strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import messages from '@web/i18n/en-CA/messages';

addNamespace('messages', messages, () => import('@web/i18n/fr-CA/messages'));
