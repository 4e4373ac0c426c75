import { describe, expect, it } from 'vitest';
import { PAYWALL_MARKER } from '../article-policy';
import { analyzeQuestion, articlePassages, htmlParagraphs, PASSAGE_MAX_CHARS, sizeParagraphs, splitSentences, verbStem } from './text';

describe('splitSentences', () => {
  it('splits Korean sentences at 다. 요. ? ! and line breaks', () => {
    expect(splitSentences('공실률이 낮아졌다. 임대료는 올랐어요. 왜일까? 놀랍다!\n다음 줄')).toEqual([
      '공실률이 낮아졌다.', '임대료는 올랐어요.', '왜일까?', '놀랍다!', '다음 줄',
    ]);
  });

  it('splits after 다. without a following space', () => {
    expect(splitSentences('거래가 늘었다.그러나 가격은 내렸다.')).toEqual(['거래가 늘었다.', '그러나 가격은 내렸다.']);
  });

  it('keeps decimals, units, abbreviations and quoted speech intact', () => {
    expect(splitSentences('공실률은 3.5%로 낮아졌다. 임대료는 3.3㎡당 12.4만 원이다.')).toEqual(['공실률은 3.5%로 낮아졌다.', '임대료는 3.3㎡당 12.4만 원이다.']);
    expect(splitSentences('U.S. 리츠와 Blackstone Inc. 펀드가 참여했다. 끝.')).toEqual(['U.S. 리츠와 Blackstone Inc. 펀드가 참여했다.', '끝.']);
    expect(splitSentences('그는 “공실이 줄었다. 다만 금리가 변수다”라고 말했다. 다음 문장이다.')).toEqual([
      '그는 “공실이 줄었다. 다만 금리가 변수다”라고 말했다.', '다음 문장이다.',
    ]);
    expect(splitSentences('“거래가 끝났다.” 그가 말했다.')).toEqual(['“거래가 끝났다.”', '그가 말했다.']);
  });
});

describe('article passages', () => {
  const html = [
    '<h2>시장 동향</h2>', '<p>서울 오피스 공실률은 2.1%로 하락했다. 강남권역 수요가 견조하다. 이 문단은 충분히 길어서 합쳐지지 않고 홀로 한 구절이 되어야 하며 그 점을 확인하려고 문장을 더 붙인다.</p>',
    '<p>짧은 문단</p>', '<p>그 다음 문단도 충분히 길게 써서 앞의 짧은 문단과 합쳐진 하나의 구절이 된다는 것을 보여 준다. 정말이다.</p>',
    PAYWALL_MARKER, '<p>회원 전용 분석: 매입 캡레이트는 4.8%이며 이 수치는 회원만 읽을 수 있는 정보다. 더 자세한 내용이 이어진다.</p>',
  ].join('\n');

  it('splits paragraphs, merges tiny ones and flags the member-only part', () => {
    const passages = articlePassages({ title: '오피스 시장', description: '요약', html, isMemberOnly: true });
    expect(passages.map((p) => [p.seq, p.membersOnly])).toEqual([[0, false], [1, false], [2, false], [3, true]]);
    expect(passages[0]!.text).toBe('오피스 시장\n요약');
    expect(passages[1]!.text.startsWith('시장 동향\n서울 오피스')).toBe(true);
    expect(passages[2]!.text.startsWith('짧은 문단\n그 다음')).toBe(true);
    expect(passages[3]!.text).toContain('캡레이트');
    expect(passages.filter((p) => !p.membersOnly).some((p) => p.text.includes('캡레이트'))).toBe(false);
  });

  it('a public article with a marker keeps its whole body public; a member-only article without one keeps only the first paragraph public', () => {
    expect(articlePassages({ title: 't', description: '', html, isMemberOnly: false }).every((p) => !p.membersOnly)).toBe(true);
    const noMarker = '<p>첫 문단은 공개되는 리드로 충분히 길게 씁니다. 독자 누구나 읽을 수 있는 내용이어야 합니다. 그렇습니다.</p><p>두 번째 문단은 회원 전용입니다. 비밀스러운 분석이 이어지며 충분히 길게 써서 합쳐지지 않게 합니다.</p>';
    const passages = articlePassages({ title: 't', description: '', html: noMarker, isMemberOnly: true });
    expect(passages.map((p) => p.membersOnly)).toEqual([false, false, true]);
    expect(passages[2]!.text).toContain('두 번째 문단');
  });

  it('cuts long paragraphs at sentence boundaries', () => {
    const sentence = '리츠 시장의 배당수익률은 안정적으로 유지되고 있으며 투자자의 관심이 이어지고 있다. ';
    const long = sentence.repeat(40).trim();
    const pieces = sizeParagraphs([long]);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= PASSAGE_MAX_CHARS && p.endsWith('있다.'))).toBe(true);
    expect(pieces.join(' ')).toBe(long);
  });

  it('reads paragraphs from block tags and double line breaks', () => {
    expect(htmlParagraphs('<p>하나 &amp; 둘</p><ul><li>셋</li></ul>넷<br><br>다섯')).toEqual(['하나 & 둘', '셋', '넷', '다섯']);
  });
});

describe('analyzeQuestion', () => {
  const terms = (q: string) => analyzeQuestion(q).terms.map((t) => t.term.term);

  it('drops request words and keeps content terms without particles', () => {
    expect(terms('물류센터 공실률이 어떻게 되나요?')).toEqual(['물류센터', '공실률']);
    expect(terms('리츠 관련 기사 좀 보여줘')).toEqual(['리츠']);
    expect(terms('데이터센터에 대해 알려 주세요')).toEqual(['데이터센터']);
    expect(terms('캡레이트가 뭐야?')).toEqual(['캡레이트']);
    expect(terms('오피스 시장 요약해줘')).toEqual(['오피스', '시장']);
    expect(terms('강남은요?')).toEqual(['강남']);
  });

  it('keeps one-syllable content words and drops one-syllable fillers', () => {
    const land = analyzeQuestion('땅 값이 궁금해').terms;
    expect(land.map((t) => t.term.term)).toEqual(['땅', '값이']);
    expect(land[0]!.alternatives).toEqual([['땅']]);
    expect(land[1]!.alternatives).toEqual([['값이'], ['값']]);
    expect(terms('그 것은 뭐야')).toEqual([]);
    expect(terms('수도권 물류')).toEqual(['수도권', '물류']);
  });

  it('drops interrogatives and bare predicates, and cuts verb endings off their noun', () => {
    expect(terms('평택 물류센터는 누가 임차하나')).toEqual(['평택', '물류센터', '임차']);
    expect(terms('P/NAV가 1배보다 낮으면 싼 건가요?')).toEqual(['p', 'nav', '1배', '낮으면']);
    expect(terms('기관 LP 돈은 어디로 가나')).toEqual(['기관', 'lp', '돈은']);
    expect(terms('꼬마빌딩 수익률은 믿을 만한가')).toEqual(['꼬마빌딩', '수익률']);
    expect(terms('브릿지론의 본PF 전환율은 얼마나 회복됐어?')).toEqual(['브릿지론', '본pf', '전환율', '회복']);
    expect(terms('배당이 희석되나요')).toEqual(['배당', '희석']);
    // A two-syllable word is no verb stem ('하나', '되나' stay whole; '가나' alone is a predicate).
    expect(verbStem('하나')).toBeNull();
    expect(verbStem('유상증자하면')).toBe('유상증자');
    // Off-topic questions keep their nouns (and so still find nothing).
    expect(terms('비트코인 전망은?')).toEqual(['비트코인', '전망']);
    expect(terms('오늘 점심 메뉴 추천')).toEqual(['오늘', '점심', '메뉴', '추천']);
  });

  it('marks recency without making it a term, and expands aliases', () => {
    const a = analyzeQuestion('최근 GBD 오피스 동향');
    expect(a.recent).toBe(true);
    expect(a.terms.map((t) => t.term.term)).toEqual(['gbd', '오피스', '동향']);
    expect(a.terms[0]!.alternatives).toContainEqual(['강남']);
    expect(analyzeQuestion('GBD 오피스').recent).toBe(false);
  });
});

describe('sentences, names and summary requests', () => {
  it('tells headings, captions and table rows from sentences', async () => {
    const { isSentenceLike } = await import('./text');
    for (const s of ['수도권 물류센터 공실률, 2026년 5월 말 (가상 수치)', '임대료와 공실률.', '권역별 핵심 지표.']) expect(isSentenceLike(s), s).toBe(false);
    for (const s of ['공실률은 2.4%로 떨어졌다(자료: 한국부동산원).', '리츠는 보통 연 2회 배당합니다.', '금리가 내리면 리츠는 오를까?']) expect(isSentenceLike(s), s).toBe(true);
  });
  it('names the name-like words of a question, not its predicates', async () => {
    const { analyzeQuestion } = await import('./text');
    expect(analyzeQuestion('삼성전자 주가 전망은?').names).toContain('삼성전자');
    expect(analyzeQuestion('리츠 빚 만기가 몰리는 시기는?').names).not.toContain('몰리');
    expect(analyzeQuestion('판교 오피스 임차 수요는 어떻게 바뀌었나').names).not.toContain('바뀌었나');
  });
  it('knows a summary request of the page', async () => {
    const { isSummaryRequest } = await import('./text');
    for (const q of ['이 기사 핵심만 알려줘', '이 기사 요약해줘', '이 글 무슨 내용이야?']) expect(isSummaryRequest(q), q).toBe(true);
    for (const q of ['이 기사에서 공실률은?', '이 리츠 어때?']) expect(isSummaryRequest(q), q).toBe(false);
  });
});
