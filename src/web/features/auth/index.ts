// The auth feature's public entry: what other features and the app shell may import from it
// (eslint.config.js allows no deeper import across features). Pages are not exported here: the
// router loads each page as its own chunk.
export { useUser, userQueryKey } from './api/get-user';
export { clearSignedInState, useLogout } from './api/logout';
export { RequireAuth, RoleGate } from './components/require-auth';
