/** After a successful booking or payment: refresh what it changed, then show the receipt (the checkout's). */
export { useReceipt as useBookingDone } from '@/components/checkout/use-receipt';
