'use client';

import { useState } from 'react';

export function CrashButton() {
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error('진단용 렌더링 오류');
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <button type="button" onClick={() => setCrash(true)}>렌더링 오류 발생시키기</button>
    </div>
  );
}
