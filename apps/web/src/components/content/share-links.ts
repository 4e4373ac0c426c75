/**
 * Share targets as plain links (nothing loads from these services until the reader clicks). KakaoTalk
 * is not here: its K button uses the Kakao SDK (kakao-share.ts).
 */
export interface ShareTarget {
  id: 'facebook' | 'x' | 'linkedin';
  label: string;
  href: string;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: 'facebook', label: '페이스북', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { id: 'linkedin', label: '링크드인', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
