import { describe, expect, it } from 'vitest';
import { appointmentPayload, emptyAppointment, validateAppointment } from './appointment-values';
import { appointmentContractProblems } from './appointment-contract';
import { BOTH_LANGUAGES, atMost } from '../../components/upload/contract-words.fixture';

const filled = {
  ...emptyAppointment('Training'),
  name: 'Aye Aye',
  role: 'Director',
  business: 'Golden Lotus Trading',
  mode_of_contact: 'Phone' as const,
  contact_information: '+95 9 123 456',
  message: 'We would like a leadership programme.',
};

describe('the appointment form', () => {
  it('starts empty with the agree box checked and the page preset kept', () => {
    const empty = emptyAppointment('Collaboration');
    expect(empty.appointment_for).toBe('Collaboration');
    expect(empty.agree).toBe(true);
    expect(empty.name).toBe('');
  });

  it('requires every field and the agreement', () => {
    expect(validateAppointment({ ...emptyAppointment(), agree: false })).toEqual({
      name: 'required',
      role: 'required',
      business: 'required',
      mode_of_contact: 'required',
      contact_information: 'required',
      appointment_for: 'required',
      message: 'required',
      agree: 'agreeRequired',
    });
  });

  it('accepts a complete request', () => {
    expect(validateAppointment(filled)).toEqual({});
  });

  it.each([
    ['aye@example..com', 'invalidEmail'],
    ['aye example.com', 'invalidEmail'],
    ['aye@example.com', undefined],
  ])('with the Email mode, %s is %s', (contact, problem) => {
    const values = { ...filled, mode_of_contact: 'Email' as const, contact_information: contact };
    expect(validateAppointment(values).contact_information).toBe(problem);
  });

  it('does not check the email pattern for other modes', () => {
    expect(validateAppointment({ ...filled, contact_information: 'viber: 09 123' })).toEqual({});
  });

  it.each([
    ['viber friend@example.com', 'invalidEmail'],
    ['friend@example.com', undefined],
    ['', undefined],
  ])('checks the email for the confirmation, %j, whatever the mode', (email, problem) => {
    expect(validateAppointment({ ...filled, mode_of_contact: 'Viber', email }).email).toBe(problem);
  });

  it('sends the email for the confirmation only when one is given, trimmed', () => {
    expect(appointmentPayload({ ...filled, email: ' aye@example.com ' })).toMatchObject({
      email: 'aye@example.com',
    });
    expect(appointmentPayload({ ...filled, email: '  ' })).not.toHaveProperty('email');
  });

  it('sends the seven fields, trimmed, without the agree box', () => {
    expect(appointmentPayload({ ...filled, name: ' Aye Aye ' })).toEqual({
      name: 'Aye Aye',
      role: 'Director',
      business: 'Golden Lotus Trading',
      mode_of_contact: 'Phone',
      contact_information: '+95 9 123 456',
      appointment_for: 'Training',
      message: 'We would like a leadership programme.',
    });
  });
});

describe('appointmentContractProblems', () => {
  it.each([
    ['without a time', {}],
    ['with a time and an email', { starts_at: '2026-12-01T03:30:00.000Z', email: 'a@example.com' }],
  ])('finds nothing in a request the API takes, %s', (_, more) => {
    expect(appointmentContractProblems({ ...filled, ...more, agree: false }, 'en')).toEqual({});
  });

  it.each(BOTH_LANGUAGES)(
    "names what the form's own checks let through, in the API's words (%s)",
    (language) => {
      const email = `${'k'.repeat(310)}@example.com`;
      const long = { ...filled, name: 'A'.repeat(201), message: 'm'.repeat(5001), email };
      expect(appointmentContractProblems(long, language)).toEqual({
        name: atMost(language, 200),
        message: atMost(language, 5000),
        email: atMost(language, 320),
      });
    },
  );

  it('counts the length of what is sent, trimmed', () => {
    expect(appointmentContractProblems({ ...filled, name: ` ${'A'.repeat(200)} ` }, 'en')).toEqual(
      {},
    );
  });

  it('keeps the rule that ties the contact to the Email mode', () => {
    const values = { ...filled, mode_of_contact: 'Email' as const, contact_information: 'aye' };
    expect(appointmentContractProblems(values, 'en')).toEqual({
      contact_information: 'Please enter a valid email address.',
    });
    expect(appointmentContractProblems(values, 'mm')).toEqual({
      contact_information: 'မှန်ကန်သော အီးမေးလ်လိပ်စာ ထည့်ပါ။',
    });
  });
});
