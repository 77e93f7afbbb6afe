import { GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MESSAGE_TOO_LONG } from '@contracts/gift-cards/gift-cards';
import type { PhoneUser } from '@/lib/session/phone-user';

export const PRESETS = [25, 50, 100, 150, 200, 300];
export const MESSAGE_MAX = GIFT_CARD_MESSAGE_MAX;

export interface GiftCardForm {
  amount: number | null;
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  personalMessage: string;
  deliveryMethod: 'email' | 'pickup';
  deliveryDate: string;
}

/** The spec's checks, each a toast title and message; null when the form can go to payment. */
export function giftCardProblem(form: GiftCardForm): { title: string; message: string } | null {
  const amount = form.amount ?? Number(form.customAmount);
  if (!Number.isFinite(amount) || amount < 10)
    return { title: 'Invalid Amount', message: 'Gift card amount must be at least $10.00' };
  if (amount > 1000) return { title: 'Invalid Amount', message: 'Gift card amount can be at most $1,000.00' };
  if (!form.recipientName.trim()) return { title: 'Recipient Required', message: "Please enter the recipient's name" };
  if (form.deliveryMethod === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.recipientEmail.trim()))
    return { title: 'Email Required', message: "Please enter the recipient's email address for email delivery" };
  if (!form.senderName.trim()) return { title: 'Sender Required', message: 'Please enter your name' };
  if (form.personalMessage.length > MESSAGE_MAX)
    return { title: 'Message Too Long', message: GIFT_CARD_MESSAGE_TOO_LONG };
  return null;
}

export const emptyForm = (user: PhoneUser | null): GiftCardForm => ({
  amount: 50,
  customAmount: '',
  recipientName: '',
  recipientEmail: '',
  senderName: user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '',
  senderEmail: user?.email ?? '',
  personalMessage: '',
  deliveryMethod: 'email',
  deliveryDate: '',
});
