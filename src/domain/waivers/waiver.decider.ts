import type { DecidedEvent } from '../../eventstore/events';
import type { Decider } from '../decider';
import type { WaiverPublishedEvent, WaiverRequirementChangedEvent, WaiverSignedEvent } from './waiver.events';

export type WaiverEvent = DecidedEvent<WaiverPublishedEvent | WaiverRequirementChangedEvent>;
export type WaiverSignatureEvent = DecidedEvent<WaiverSignedEvent>;

export const WAIVER_NONE = 'WAIVER.NONE';
export const WAIVER_NONE_MESSAGE = 'The venue has no waiver to sign.';
export const WAIVER_NOT_CURRENT = 'WAIVER.VERSION_NOT_CURRENT';
export const waiverNotCurrentMessage = (current: number) =>
  `This waiver has been updated: version ${current} is the current one. Please read it and sign again.`;

/** Why a decision is refused (the command turns it into a 409 with this code and message). */
export class WaiverRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The venue's waiver: the current version and text (none yet: version 0), and whether it is required. */
export interface WaiverState {
  version: number;
  text: string | null;
  isRequired: boolean;
}

export const initialWaiverState = (): WaiverState => ({ version: 0, text: null, isRequired: false });

export function evolveWaiver(state: WaiverState, event: { type: string; data: unknown }): WaiverState {
  const e = event as WaiverEvent;
  switch (e.type) {
    case 'WaiverPublished':
      return { version: e.data.version, text: e.data.text, isRequired: e.data.isRequired };
    case 'WaiverRequirementChanged':
      return { ...state, isRequired: e.data.isRequired };
    default:
      return state;
  }
}

/** The admin's settings: the text and the required switch. */
export interface SetWaiver {
  type: 'SetWaiver';
  text: string;
  isRequired: boolean;
  now: Date;
}

/** Line endings and outer blank space do not make a new version. */
export const normaliseWaiverText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * A changed text publishes a new version (with the switch as given); the same text with the switch
 * flipped changes the requirement only; the same settings again change nothing.
 */
export function decideWaiver(command: SetWaiver, state: WaiverState): WaiverEvent[] {
  const text = normaliseWaiverText(command.text);
  const at = command.now.toISOString();
  if (!text) throw new WaiverRefusal('WAIVER.TEXT_REQUIRED', 'Please enter the text of the waiver.');
  if (state.version === 0 || text !== state.text)
    return [
      { type: 'WaiverPublished', data: { version: state.version + 1, text, isRequired: command.isRequired, at } },
    ];
  if (command.isRequired !== state.isRequired)
    return [{ type: 'WaiverRequirementChanged', data: { version: state.version, isRequired: command.isRequired, at } }];
  return [];
}

export const waiverDecider: Decider<WaiverState, SetWaiver, WaiverEvent> = {
  initialState: initialWaiverState,
  evolve: evolveWaiver,
  decide: decideWaiver,
};

/** One customer's signatures: when each version was signed. */
export interface SignaturesState {
  signed: Record<number, string>;
}

export const initialSignaturesState = (): SignaturesState => ({ signed: {} });

export function evolveSignatures(state: SignaturesState, event: { type: string; data: unknown }): SignaturesState {
  const e = event as WaiverSignatureEvent;
  if (e.type !== 'WaiverSigned' || state.signed[e.data.version]) return state;
  return { signed: { ...state.signed, [e.data.version]: e.data.signedAt } };
}

export interface SignWaiver {
  type: 'SignWaiver';
  userId: string;
  version: number;
  fullName: string;
  ip: string | null;
  userAgent: string | null;
  /** The venue's waiver as it stands now (its stream). */
  current: WaiverState;
  now: Date;
}

/**
 * Signs the current version: another version (an older one, or one not published) is refused, and a
 * version already signed is signed once (nothing new is recorded).
 */
export function decideSignature(command: SignWaiver, state: SignaturesState): WaiverSignatureEvent[] {
  const { current } = command;
  if (current.version === 0) throw new WaiverRefusal(WAIVER_NONE, WAIVER_NONE_MESSAGE);
  if (command.version !== current.version)
    throw new WaiverRefusal(WAIVER_NOT_CURRENT, waiverNotCurrentMessage(current.version));
  const fullName = command.fullName.replace(/\s+/g, ' ').trim();
  if (!fullName) throw new WaiverRefusal('WAIVER.NAME_REQUIRED', 'Please type your full name to sign the waiver.');
  if (state.signed[command.version]) return [];
  return [
    {
      type: 'WaiverSigned',
      data: {
        userId: command.userId,
        version: command.version,
        fullName,
        ip: command.ip,
        userAgent: command.userAgent ? command.userAgent.slice(0, 500) : null,
        signedAt: command.now.toISOString(),
      },
    },
  ];
}

export const signaturesDecider: Decider<SignaturesState, SignWaiver, WaiverSignatureEvent> = {
  initialState: initialSignaturesState,
  evolve: evolveSignatures,
  decide: decideSignature,
};
