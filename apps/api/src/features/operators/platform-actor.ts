/** Who performs an operator action, for the platform audit log. */
export interface PlatformActor {
  /** Null when the command line acts. */
  operatorId: number | null;
  label: string;
}

/** The actor of `npm run tenant` and `npm run operator`. */
export const COMMAND_LINE_ACTOR: PlatformActor = { operatorId: null, label: 'command line' };
