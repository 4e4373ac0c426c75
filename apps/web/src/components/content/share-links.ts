/**
 * Share targets as plain links (no SDK, nothing loads from these services until the reader clicks).
 * Kakao Talk's own share needs its JavaScript SDK and an app key, so Kakao shares through KakaoStory's
 * share page; on phones the copy-link button covers KakaoTalk.
 */
export interface ShareTarget {
  id: 'kakao' | 'facebook' | 'x' | 'linkedin';
  label: string;
  href: string;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: 'kakao', label: '카카오스토리', href: `https://story.kakao.com/share?url=${u}` },
    { id: 'facebook', label: '페이스북', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { id: 'linkedin', label: '링크드인', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
