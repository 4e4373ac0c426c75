import forms from '../forms.module.css';

export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={forms.tableWrap} aria-busy="true" aria-label="불러오는 중" data-testid="list-skeleton">
      <table className={forms.table}>
        <tbody>
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i}>
              <td><div className={forms.skeleton} style={{ height: 16, width: `${50 + ((i * 17) % 40)}%` }} /></td>
              <td><div className={forms.skeleton} style={{ height: 16, width: 80 }} /></td>
              <td><div className={forms.skeleton} style={{ height: 16, width: 40 }} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
