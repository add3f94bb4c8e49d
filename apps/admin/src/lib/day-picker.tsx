/**
 * The date form of the screens that show one day (the delivery sheet, the vans' drivers, the
 * day's cash): a date input and buttons for the days an operator opens most ('Oggi', 'Domani',
 * 'Ieri'). Not a print: hidden on paper with the rest of the controls.
 */
export function DayPicker({
  formLabel,
  label,
  date,
  onChange,
  shortcuts,
  className = 'filters panel no-print',
}: {
  /** The form's accessible name: 'Data delle consegne'. */
  formLabel: string
  /** The input's label: 'Data di consegna'. */
  label: string
  date: string
  onChange: (date: string) => void
  shortcuts: readonly { label: string; date: string }[]
  className?: string
}) {
  return (
    <form className={className} aria-label={formLabel} onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        <span>{label}</span>
        <input type="date" value={date} onChange={(event) => onChange(event.target.value)} />
      </label>
      <div className="actions">
        {shortcuts.map((shortcut) => (
          <button
            key={shortcut.label}
            type="button"
            className="button"
            onClick={() => onChange(shortcut.date)}
          >
            {shortcut.label}
          </button>
        ))}
      </div>
    </form>
  )
}
