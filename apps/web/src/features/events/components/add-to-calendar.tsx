import styles from './event-page.module.css';

/**
 * 'add to calendar': the .ics file (a plain download link of the public API path, so it works before any
 * script loads) and Google Calendar's template page in a new tab.
 */
export function AddToCalendar({ icsPath, googleCalendarUrl, compact = false }: { icsPath: string; googleCalendarUrl: string; compact?: boolean }) {
  return (
    <div className={styles.calendar} role="group" aria-label="캘린더에 추가" data-compact={compact || undefined} data-testid="add-to-calendar">
      <a href={icsPath} download className={styles.ghostButton} data-testid="calendar-ics">
        <CalendarIcon />
        <span>캘린더에 추가 (.ics)</span>
      </a>
      {googleCalendarUrl && (
        <a href={googleCalendarUrl} target="_blank" rel="noopener noreferrer" className={styles.ghostButton} data-testid="calendar-google">
          <span>Google 캘린더</span>
          <span className="visually-hidden"> (새 창)</span>
        </a>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}
