/** A contact message as staff read it on the dashboard. */
export interface DashboardMessage {
  id: string;
  name: string;
  email: string;
  subject: 'question' | 'feedback' | 'wholesale' | 'other';
  message: string;
  subscribedToNewsletter: boolean;
  receivedAt: string;
  status: 'new' | 'handled';
}

/** GET /api/admin/dashboard: the figures of the back office's first screen. */
export interface Dashboard {
  generatedAt: string;
  orders: {
    today: { count: number; revenueCents: number };
    week: { count: number; revenueCents: number };
    awaitingPayment: { count: number; totalCents: number };
  };
  nextDeliveries: { date: string; slotId: string; slotLabel: string; orders: number }[];
  lowStock: { productId: string; name: string; onHand: number; threshold: number }[];
  contactMessages: { open: number; recent: DashboardMessage[] };
  subscribers: { count: number };
}
