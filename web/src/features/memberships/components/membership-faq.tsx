import { useSupportPhone } from '@/lib/support-phone';
import { openSupportChat } from '@/components/support-chat/support-button';

const FAQ = [
  {
    q: 'How do member discounts work?',
    a: "Your plan's discount comes off every hour you book, at every time of day, as long as your membership is active and paid up.",
  },
  {
    q: 'What are monthly credits?',
    a: 'Each credit pays for one hour in a bay. Your plan grants its credits at the start of every billing period; unused membership credits expire when the next period begins.',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from your account page; your benefits last until the end of the billing period you have paid for, and you can reactivate before then.',
  },
  {
    q: 'Can I switch plans?',
    a: "Yes, at any time, and the switch is immediate. On a paid plan, nothing is charged when you switch: the new plan's price is billed from your next billing date. Moving from a free plan (or no plan) to a paid one starts it, so its first month is charged when you switch.",
  },
];

/** Frequently Asked Questions about plans, credits, cancelling and switching. */
export function MembershipFaq() {
  return (
    <section className="card faq" aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently Asked Questions</h2>
      {FAQ.map((item) => (
        <details key={item.q}>
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </section>
  );
}

/** Need Help Choosing?: chat with support or call. */
export function HelpChoosing() {
  const supportPhone = useSupportPhone();
  return (
    <section className="card center" aria-labelledby="help-title">
      <h2 id="help-title">Need Help Choosing?</h2>
      <p className="muted">Tell us how often you play and we'll suggest the plan that saves you the most.</p>
      <div className="row center-row">
        <button type="button" className="btn btn-secondary" onClick={openSupportChat}>
          Chat with Support
        </button>
        <a className="btn btn-secondary" href={supportPhone.href}>
          Call Us
        </a>
      </div>
    </section>
  );
}
