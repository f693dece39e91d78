import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationList, notificationListQuery, notificationSettings, notificationSettingsBody, notificationsReadBody } from '@shared/contracts/notifications';
import { unreadCount } from '@shared/contracts/messages';
import { errorBody } from '@shared/errors';
import type { Db } from '../../db';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const own = { policy: 'notifications.read' } as const;

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/notifications',
    { config: own, schema: { tags: ['notifications'], summary: "The caller's notifications, newest first, 30 a page (before: the page's last id)", querystring: notificationListQuery, response: { 200: notificationList, ...errors } } },
    (request) => service.listNotifications(db, request.user!, { before: request.query.before, unread: request.query.unread !== undefined }),
  );
  app.get(
    '/notifications/unread',
    { config: own, schema: { tags: ['notifications'], summary: "The nav bell's count, cheap enough to poll", response: { 200: unreadCount, ...errors } } },
    (request) => service.unreadCount(db, request.user!),
  );
  app.post(
    '/notifications/read',
    { config: own, schema: { tags: ['notifications'], summary: 'Mark notifications read: some ({ids}) or all ({all: true}); answers the new unread count', body: notificationsReadBody, response: { 200: unreadCount, ...errors } } },
    (request) => service.markRead(db, app.clock, request.user!, request.body),
  );
  app.get(
    '/notifications/settings',
    { config: own, schema: { tags: ['notifications'], summary: 'E-mail on or off, per event the caller receives', response: { 200: notificationSettings, ...errors } } },
    (request) => service.getSettings(db, request.user!),
  );
  app.patch(
    '/notifications/settings',
    { config: own, schema: { tags: ['notifications'], summary: 'Change the e-mail choice of the events sent (only those)', body: notificationSettingsBody, response: { 200: notificationSettings, ...errors } } },
    (request) => service.updateSettings(db, request.user!, request.body),
  );
};
