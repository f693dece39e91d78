// The incidents feature's public entry: the admin dashboard's Incidents tab (issue 23).
export { IncidentsTab } from './components/incidents-tab';
