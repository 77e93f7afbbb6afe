/** A coupon as the admin API answers it. */
export interface Coupon {
  id: string;
  code: string;
  name: string;
  description: string | null;
  discountType: 'percentage' | 'fixed_amount';
  discountValue: number;
  creditsGranted: number;
  expiresAt: string | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  minimumOrderAmount: string;
  context: 'booking' | 'gift_card' | 'any';
  isActive: boolean;
  timesUsed: number;
}
