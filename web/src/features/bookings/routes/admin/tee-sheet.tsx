import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DateInput } from '@/components/admin/date-input';
import { venueTimezone } from '@/config/venue';
import { errorMessage } from '@/lib/api-client';
import { addDays, formatLongDate, venueNow } from '@/lib/dates';
import { useTeeSheet } from '@/features/bookings/api/admin-bookings';
import { BookingDetailDialog } from '@/features/bookings/components/booking-detail-dialog';
import { DeskBookingDialog, type DeskBookingStart } from '@/features/bookings/components/desk-booking-dialog';
import { TeeSheetGrid } from '@/features/bookings/components/tee-sheet-grid';
import { AdminChatPanel } from '@/components/support-inbox/admin-chat-panel';

/** The tee sheet: bays by time for one venue day, every booking on it, and a desk booking in any empty cell. */
export function TeeSheetPage() {
  const today = venueNow(venueTimezone()).date;
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : today;
  const setDate = (next: string) => setParams(next && next !== today ? { date: next } : {}, { replace: true });
  const { data: sheet, error, isLoading } = useTeeSheet(date);
  const [openId, setOpenId] = useState<string | null>(null);
  const [newAt, setNewAt] = useState<DeskBookingStart | null>(null);
  const [chatWith, setChatWith] = useState<string | null>(null);

  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Tee Sheet</h1>
      <div className="tee-sheet-nav">
        <button type="button" className="btn btn-secondary" onClick={() => setDate(addDays(date, -1))}>
          ‹ Previous day
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setDate(today)} disabled={date === today}>
          Today
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setDate(addDays(date, 1))}>
          Next day ›
        </button>
        <DateInput label="Date" value={date} onChange={(d) => d && setDate(d)} />
        <button type="button" className="btn btn-primary" onClick={() => setNewAt({ date })}>
          New booking
        </button>
      </div>
      <p className="muted" style={{ margin: 0 }}>
        {formatLongDate(date)}
        {sheet && sheet.date === date
          ? ` · open ${sheet.hours.openTime}–${sheet.hours.closeTime} · ${sheet.bookings.length} ${sheet.bookings.length === 1 ? 'booking' : 'bookings'}`
          : ''}
      </p>
      {error ? <p className="field-error">{errorMessage(error)}</p> : null}
      {isLoading && !sheet ? <p className="muted">Loading the tee sheet…</p> : null}
      {sheet ? (
        sheet.bays.length ? (
          <TeeSheetGrid
            sheet={sheet}
            onBooking={setOpenId}
            onEmpty={({ bayId, time }) => setNewAt({ bayId, date: sheet.date, startTime: time })}
          />
        ) : (
          <p className="muted">No active bays. Add one in Bay Management.</p>
        )
      ) : null}
      {openId ? (
        <BookingDetailDialog
          id={openId}
          bays={sheet?.bays}
          onClose={() => setOpenId(null)}
          onChat={(userId) => {
            setOpenId(null);
            setChatWith(userId);
          }}
        />
      ) : null}
      {newAt ? <DeskBookingDialog start={newAt} bays={sheet?.bays} onClose={() => setNewAt(null)} /> : null}
      {chatWith ? <AdminChatPanel key={chatWith} userId={chatWith} onClose={() => setChatWith(null)} /> : null}
    </section>
  );
}
