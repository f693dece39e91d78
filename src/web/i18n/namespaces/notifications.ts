// Importing this module adds the notifications strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import notifications from '@web/i18n/en-CA/notifications';

addNamespace('notifications', notifications, () => import('@web/i18n/fr-CA/notifications'));
