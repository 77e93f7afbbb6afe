import { DeciderSpecification } from '../../../test/harness/decider-specification';
import {
  signaturesDecider,
  waiverDecider,
  waiverNotCurrentMessage,
  type SignWaiver,
  type WaiverState,
} from './waiver.decider';

const now = new Date('2026-12-01T12:00:00Z');
const at = now.toISOString();
const givenWaiver = DeciderSpecification.for(waiverDecider);
const givenSignatures = DeciderSpecification.for(signaturesDecider);
const set = (text: string, isRequired: boolean) => ({ type: 'SetWaiver' as const, text, isRequired, now });
const published = (version: number, text: string, isRequired = false) => ({
  type: 'WaiverPublished' as const,
  data: { version, text, isRequired, at },
});

describe("the venue's waiver", () => {
  it('publishes version 1 with its first text', () => {
    givenWaiver([])
      .when(set('  Play at your own risk.\r\n', true))
      .then(published(1, 'Play at your own risk.', true));
  });

  it('publishes a new version when the text changes, with the switch as given', () => {
    givenWaiver([published(1, 'Play at your own risk.')])
      .when(set('Play at your own risk. Mind the club.', true))
      .then(published(2, 'Play at your own risk. Mind the club.', true));
  });

  it('changes only the requirement when the text is the same, and nothing when nothing changed', () => {
    givenWaiver([published(1, 'Play at your own risk.')])
      .when(set('Play at your own risk.\n', true))
      .then({ type: 'WaiverRequirementChanged', data: { version: 1, isRequired: true, at } });
    givenWaiver([published(1, 'Play at your own risk.', true)])
      .when(set('Play at your own risk.', true))
      .thenNothingHappened();
  });

  it('refuses an empty text', () => {
    givenWaiver([]).when(set('   ', true)).thenThrows('Please enter the text of the waiver.');
  });
});

describe("a customer's signature", () => {
  const current: WaiverState = { version: 2, text: 'Play at your own risk.', isRequired: true };
  const sign = (over: Partial<SignWaiver> = {}): SignWaiver => ({
    type: 'SignWaiver',
    userId: '6f1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a10',
    version: 2,
    fullName: '  Ada   Tester ',
    ip: '203.0.113.7',
    userAgent: 'Chromium',
    current,
    now,
    ...over,
  });
  const signed = {
    type: 'WaiverSigned' as const,
    data: {
      userId: '6f1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a10',
      version: 2,
      fullName: 'Ada Tester',
      ip: '203.0.113.7',
      userAgent: 'Chromium',
      signedAt: at,
    },
  };

  it('records the current version signed, with the name typed, the address and the time', () => {
    givenSignatures([]).when(sign()).then(signed);
  });

  it('is recorded once: signing the same version again records nothing', () => {
    givenSignatures([signed])
      .when(sign({ fullName: 'Ada T.' }))
      .thenNothingHappened();
  });

  it('refuses a version that is not the current one, and a signature with no name', () => {
    givenSignatures([])
      .when(sign({ version: 1 }))
      .thenThrows(waiverNotCurrentMessage(2));
    givenSignatures([])
      .when(sign({ fullName: '   ' }))
      .thenThrows('Please type your full name to sign the waiver.');
  });

  it('refuses signing when the venue has no waiver', () => {
    givenSignatures([])
      .when(sign({ current: { version: 0, text: null, isRequired: false }, version: 0 }))
      .thenThrows('The venue has no waiver to sign.');
  });

  it('a new version needs a new signature', () => {
    const next = { ...current, version: 3 };
    givenSignatures([signed])
      .when(sign({ version: 3, current: next }))
      .then({ ...signed, data: { ...signed.data, version: 3 } });
  });
});
