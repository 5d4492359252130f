import { describe, expect, it } from 'vitest'
import { type AdminEvent, BOOTH_MAX, EVENT_MESSAGES } from '#domain/events.ts'
import {
  checkEventForm,
  checkExhibitorForm,
  EVENT_FIELDS,
  type EventFormValues,
  eventFormValues,
  serverErrors,
} from './event-form.ts'
import { ADMIN_EVENT_TEXT } from './event-text.ts'

const typed = (fields: Partial<EventFormValues>): EventFormValues => ({
  name: 'Shopper Marketing Expo',
  venue: 'McCormick Place',
  city: 'Chicago',
  starts_on: '2027-05-12',
  ends_on: '2027-05-14',
  ...fields,
})

describe('the event form', () => {
  it('starts blank for a new event and as saved for one changed', () => {
    expect(eventFormValues(null)).toEqual({
      name: '',
      venue: '',
      city: '',
      starts_on: '',
      ends_on: '',
    })
    const event = {
      id: 3,
      name: 'Retail Media Summit',
      venue: 'Javits Center',
      city: 'New York',
      starts_on: '2026-09-01',
      ends_on: '2026-09-02',
    } as AdminEvent
    expect(eventFormValues(event)).toEqual({
      name: 'Retail Media Summit',
      venue: 'Javits Center',
      city: 'New York',
      starts_on: '2026-09-01',
      ends_on: '2026-09-02',
    })
  })

  it('sends what was typed, trimmed, when the schema takes it', () => {
    expect(checkEventForm(typed({ name: '  Expo  ' }))).toEqual({
      input: { ...typed({}), name: 'Expo' },
    })
  })

  it('says what each field lacks, with the domain’s texts', () => {
    expect(checkEventForm(eventFormValues(null))).toEqual({
      errors: {
        name: EVENT_MESSAGES.nameRequired,
        venue: EVENT_MESSAGES.venueRequired,
        city: EVENT_MESSAGES.cityRequired,
        starts_on: EVENT_MESSAGES.dateInvalid,
        ends_on: EVENT_MESSAGES.dateInvalid,
      },
    })
    expect(checkEventForm(typed({ starts_on: '2027-02-30' }))).toEqual({
      errors: { starts_on: EVENT_MESSAGES.dateInvalid },
    })
  })

  it('refuses a last day before the first under the last day, beside other messages', () => {
    expect(checkEventForm(typed({ ends_on: '2027-05-11' }))).toEqual({
      errors: { ends_on: EVENT_MESSAGES.endsBeforeStart },
    })
    expect(checkEventForm(typed({ name: ' ', ends_on: '2027-05-11' }))).toEqual({
      errors: { name: EVENT_MESSAGES.nameRequired, ends_on: EVENT_MESSAGES.endsBeforeStart },
    })
  })
})

describe('the server’s field messages', () => {
  it('show the first of each under its field, any other about the whole form', () => {
    expect(
      serverErrors(EVENT_FIELDS, {
        name: ['Name is too long', 'second'],
        ends_on: [EVENT_MESSAGES.endsBeforeStart],
        base: [EVENT_MESSAGES.eventEnded],
        somewhere: ['Unknown'],
      }),
    ).toEqual({
      name: 'Name is too long',
      ends_on: EVENT_MESSAGES.endsBeforeStart,
      base: EVENT_MESSAGES.eventEnded,
    })
    expect(serverErrors(EVENT_FIELDS, {})).toEqual({})
  })
})

describe('the exhibitor form', () => {
  it('sends the vendor and the booth as the floor plan writes it', () => {
    expect(checkExhibitorForm(7, '  Hall  3-12 ')).toEqual({
      input: { vendor_id: 7, booth: 'Hall 3-12' },
    })
  })

  it('asks for a vendor and a booth', () => {
    expect(checkExhibitorForm(null, '')).toEqual({
      errors: {
        vendor_id: ADMIN_EVENT_TEXT.vendorRequired,
        booth: EVENT_MESSAGES.boothRequired,
      },
    })
    expect(checkExhibitorForm(null, 'B2')).toEqual({
      errors: { vendor_id: ADMIN_EVENT_TEXT.vendorRequired },
    })
  })

  it('refuses a booth the floor plan could not print', () => {
    expect(checkExhibitorForm(7, 'B#2')).toEqual({
      errors: { booth: EVENT_MESSAGES.boothInvalid },
    })
    expect(checkExhibitorForm(7, 'B'.repeat(BOOTH_MAX + 1))).toEqual({
      errors: { booth: `Booth number is too long (maximum is ${BOOTH_MAX} characters)` },
    })
  })
})
