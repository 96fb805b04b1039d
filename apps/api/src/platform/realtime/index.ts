/** Live updates: the process's one LISTEN connection and its one server-sent-events writer (issue 35). */
export { DatabaseChannels, type ChannelHandlers } from './database-channels';
export { EventStreams, type EventStream, type EventStreamOptions } from './event-streams';
