import type { Language, PaymentMethod } from '@coach/contract';
import { ResponsiveImage } from '../../components/picture';
import { translator } from '../../i18n/messages';
import { CopyButton } from './copy-button';
import { paymentMethodsMessages } from './payment-methods-messages';

export interface PaymentMethodsProps {
  /** The accounts, in their order (`GET /api/payment_methods`, or `content.paymentMethods()`). */
  methods: readonly PaymentMethod[];
  language: Language;
  /** The amount to transfer as the page writes it ("36,000 MMK", "၃၆,၀၀၀ ကျပ်"). */
  amount?: string;
  /** What the customer writes with the transfer (an order's number or reference). */
  reference?: string;
}

/**
 * How to pay: the amount and the reference, then each bank or wallet account with its
 * name in the page's language, the account's name and number, the note and the QR code.
 * Renders nothing without methods, so a page keeps its own wording then.
 *
 * The account number stays in ASCII digits in Burmese too (unlike the site's other
 * numbers): it is what the customer types or pastes into their bank's app, which takes
 * no Burmese digits. It is selected whole with one tap, and a copy button joins it when
 * scripts run.
 */
export function PaymentMethods({ methods, language, amount, reference }: PaymentMethodsProps) {
  if (methods.length === 0) return null;
  const t = translator(paymentMethodsMessages, language);
  const mm = language === 'mm';
  return (
    <div className="pay-methods">
      <p className="pay-intro">{t('intro')}</p>
      {(amount || reference) && (
        <dl className="pay-due">
          {amount && (
            <div>
              <dt>{t('amount')}</dt>
              <dd className="pay-amount" aria-live="polite">
                {amount}
              </dd>
            </div>
          )}
          {reference && (
            <div>
              <dt>{t('reference')}</dt>
              <dd>
                <span className="pay-number" translate="no">
                  {reference}
                </span>
                <CopyButton value={reference} what={t('reference')} language={language} />
              </dd>
            </div>
          )}
        </dl>
      )}
      <ul className="pay-method-list">
        {methods.map((method, index) => {
          const name = (mm && method.name_mm) || method.name;
          const note = (mm && method.note_mm) || method.note;
          return (
            <li key={index} className="pay-method">
              <div className="pay-method-text">
                <h3 className="pay-method-name">{name}</h3>
                <dl className="pay-method-details">
                  {method.account_name && (
                    <div>
                      <dt>{t('accountName')}</dt>
                      <dd>{method.account_name}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('accountNumber')}</dt>
                    <dd>
                      <span className="pay-number" translate="no" dir="ltr">
                        {method.account_number}
                      </span>
                      <CopyButton
                        value={method.account_number}
                        what={`${t('accountNumber')}, ${name}`}
                        language={language}
                      />
                    </dd>
                  </div>
                </dl>
                {note && <p className="pay-method-note">{note}</p>}
              </div>
              {method.qr_image && (
                <figure className="pay-qr">
                  <ResponsiveImage
                    id={method.qr_image}
                    alt={t('qrAlt', { name })}
                    width={160}
                    height={160}
                    maxWidth={480}
                    sizes="160px"
                  />
                  <figcaption>{t('qrCaption', { name })}</figcaption>
                </figure>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
