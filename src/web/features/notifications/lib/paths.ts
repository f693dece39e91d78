/** The notifications page: the bell's link and "see all". */
export const notificationPath = '/notifications';
