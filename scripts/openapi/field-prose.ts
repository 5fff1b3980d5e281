/*
 * The OpenAPI document's words for what a path parameter is and what a reply's field means,
 * beside the endpoints' own (prose.ts).
 */

/** What a path parameter is, by its name, where it is not a record's id. */
export const pathParameterWords: Record<string, string> = {
  code: 'The code at the end of a delivery’s `tracking_url`: 16 lower-case characters of Crockford’s base32. Any other text is a 404, as a wrong code is.',
};

/**
 * What a reply's field means where its name and type do not say it (component → wire field →
 * words): shown beside the field in the document and on /api-docs.
 */
export const fieldDescriptions: Record<string, Record<string, string>> = {
  Delivery: {
    tracking_url:
      'The customer’s tracking page, `<app>/track/{code}`: a code of 80 random bits (not derived from the tracking number) that opens `GET /api/track/{code}` without signing in. Share it with the recipient.',
    cash_on_delivery:
      'Cash on delivery: the `amount` the rider collects from the recipient; once delivered, what was `collected` (`method`, `amount`, `at`); once the rider handed it in, `remitted_at`.',
  },
  CashOnDelivery: {
    collected:
      'What the rider collected at the door (`POST /api/deliveries/{id}/deliver`): less than `amount` is a short collection.',
    remitted_at: 'When the rider handed the cash in (`POST /api/cash-on-delivery/remittances`).',
  },
  CodTotals: {
    held: 'Collected and not handed in yet: what the riders hold.',
    short: 'Expected less collected.',
  },
  CodRiderLine: {
    fee: 'What handing in what the rider holds would keep back: the cash-handling fee of `held`, rounded to the kobo.',
  },
  CodReport: {
    day: 'The Africa/Lagos day the collections were made.',
    held_before: 'Cash collected on earlier days that riders still hold.',
  },
  CodRemittance: {
    amount: 'The cash handed in: the `cod-remittance` credit’s amount.',
    fee: 'The cash-handling fee kept back (the credit’s `fee`): the balance grew by `amount` less `fee`.',
  },
  PublicTracking: {
    partner_name:
      'The logistics company carrying the parcel: its profile’s company name, `DeliverOS partner` while it has none.',
    recipient: 'The recipient’s first name and the initial of the last: `Segun A.`.',
    events: 'The steps, oldest first: each status once (when first reached) and each failed attempt.',
    last_location: 'The last reported position, only while `in-transit`, to two decimals (about a kilometre).',
    delivered: 'Once delivered: when, and to whom by initials (`T. A.`).',
  },
  CustomerMessageSettings: {
    channel: 'How every message goes: `sms` or `whatsapp` to the customer’s phone, `email` to the customer’s e-mail.',
    picked_up:
      'When the rider picks the parcel up. Where the partner’s `proof_of_delivery` asks for a code, the message ends with it: ` Give the rider the code 1234 when it arrives.`',
    out_for_delivery: 'When the parcel is on its way (`in-transit`).',
    delivered: 'When the parcel is delivered.',
    failed_attempt: 'When an attempt to hand the parcel over fails.',
  },
  CustomerMessage: {
    enabled: 'Whether the customer gets this message.',
    template:
      'The text, trimmed: 1–480 characters, naming only the placeholders `{first_name}`, `{partner}`, `{tracking_number}`, `{tracking_link}` and `{eta}`.',
  },
  PublicTrackingEvent: {
    step: 'A status the delivery reached, or `attempt-failed`: an attempt to hand it over failed.',
    city: 'Where it happened: the pickup’s city until the parcel is on the road, then the drop-off’s (the pickup’s again for `returned`); absent for `cancelled` and `rejected`.',
  },
};
