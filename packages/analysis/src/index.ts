export { eventsPerHour } from './statistics/eventsPerHour';
