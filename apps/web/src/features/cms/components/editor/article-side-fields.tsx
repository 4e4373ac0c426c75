'use client';

import Link from '@/components/ui/app-link';
import { ARTICLE_SECTIONS, ARTICLE_TYPES, type AdminCategoryDto, type AdminSeriesDto, type AdminWriterDto } from '@spi/core';
import { Select } from '@/components/ui';
import type { ArticleFields } from '../../lib/article-form';
import { SECTION_LABEL, TYPE_LABEL } from '../../lib/article-status';
import type { FieldErrors } from '../../lib/field-errors';
import forms from '../forms.module.css';
import { RequiredMark } from '../required-mark';
import { MediaField } from './media-field';
import { TagInput } from './tag-input';

type SetField = <K extends keyof ArticleFields>(key: K, value: ArticleFields[K]) => void;

function ErrorText({ name, errors }: { name: string; errors: FieldErrors }) {
  return errors[name] ? <p id={`error-${name}`} className={forms.error} role="alert">{errors[name]}</p> : null;
}

const describedBy = (name: string, errors: FieldErrors) => (errors[name] ? `error-${name}` : undefined);

/** Category options of a section as an indented tree ('오피스', '— 시장 동향'). */
export function categoryOptions(categories: AdminCategoryDto[], section: ArticleFields['section']) {
  return categories
    .filter((c) => c.section === section)
    .map((c) => ({ value: c.categoryId, label: `${'— '.repeat(Math.max(0, c.path.split('>').length - 1))}${c.name}` }));
}

/** The side column's fields: classification, visibility and media. */
export function ArticleSideFields({ fields, errors, setField, categories, seriesList, writers }: {
  fields: ArticleFields;
  errors: FieldErrors;
  setField: SetField;
  categories: AdminCategoryDto[];
  seriesList: AdminSeriesDto[];
  writers: AdminWriterDto[];
}) {
  const changeSection = (section: ArticleFields['section']) => {
    setField('section', section);
    const current = categories.find((c) => c.categoryId === fields.categoryId);
    if (current && current.section !== section) setField('categoryId', '');
  };

  const options = categoryOptions(categories, fields.section);
  return (
    <>
      <section className={forms.card} aria-labelledby="class-card-title">
        <h2 id="class-card-title" className={forms.cardTitle}>분류</h2>
        <div className={forms.stack}>
          <fieldset className={forms.radioGroup} data-field="section">
            <legend>섹션</legend>
            {ARTICLE_SECTIONS.map((section) => (
              <label key={section} className={forms.check}>
                <input type="radio" name="article-section" value={section} checked={fields.section === section} onChange={() => changeSection(section)} />
                {SECTION_LABEL[section]}
              </label>
            ))}
          </fieldset>
          <fieldset className={forms.radioGroup} data-field="type">
            <legend>유형</legend>
            {ARTICLE_TYPES.map((type) => (
              <label key={type} className={forms.check}>
                <input type="radio" name="article-type" value={type} checked={fields.type === type} onChange={() => setField('type', type)} />
                {TYPE_LABEL[type]}
              </label>
            ))}
          </fieldset>
          <div className={forms.field}>
            <label htmlFor="field-categoryId" className={forms.label}>카테고리<RequiredMark /></label>
            <Select
              id="field-categoryId"
              aria-required="true"
              value={fields.categoryId}
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={describedBy('categoryId', errors)}
              onChange={(event) => setField('categoryId', event.target.value)}
            >
              <option value="">선택하세요</option>
              {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </Select>
            {options.length === 0 && <p className={forms.hint}>이 섹션에 카테고리가 없습니다. <Link href="/admin/categories">카테고리 만들기</Link></p>}
            <ErrorText name="categoryId" errors={errors} />
          </div>
          <div className={forms.field}>
            <label htmlFor="field-seriesId" className={forms.label}>시리즈</label>
            <Select
              id="field-seriesId"
              value={fields.seriesId}
              aria-invalid={errors.seriesId ? true : undefined}
              aria-describedby={describedBy('seriesId', errors)}
              onChange={(event) => setField('seriesId', event.target.value)}
            >
              <option value="">없음</option>
              {seriesList.map((s) => <option key={s.seriesId} value={s.seriesId}>{s.name}</option>)}
            </Select>
            <ErrorText name="seriesId" errors={errors} />
          </div>
          <div className={forms.field}>
            <label htmlFor="field-tagNames" className={forms.label}>태그</label>
            <TagInput id="field-tagNames" value={fields.tagNames} onChange={(next) => setField('tagNames', next)} error={errors.tagNames} errorId="error-tagNames" />
          </div>
          <div className={forms.field}>
            <label htmlFor="field-writerId" className={forms.label}>필자<RequiredMark /></label>
            <Select
              id="field-writerId"
              aria-required="true"
              value={fields.writerId}
              aria-invalid={errors.writerId ? true : undefined}
              aria-describedby={describedBy('writerId', errors)}
              onChange={(event) => setField('writerId', event.target.value)}
            >
              <option value="">선택하세요</option>
              {writers.map((w) => <option key={w.writerId} value={w.writerId}>{w.name}{w.title ? ` · ${w.title}` : ''}</option>)}
            </Select>
            <ErrorText name="writerId" errors={errors} />
          </div>
        </div>
      </section>

      <section className={forms.card} aria-labelledby="access-card-title">
        <h2 id="access-card-title" className={forms.cardTitle}>공개 설정</h2>
        <div className={forms.stack}>
          <div>
            <label className={forms.check}>
              <input type="checkbox" id="field-isMemberOnly" checked={fields.isMemberOnly} onChange={(event) => setField('isMemberOnly', event.target.checked)} />
              멤버 전용
            </label>
            <p className={forms.hint}>&lsquo;유료 구간 시작&rsquo; 아래는 권한 있는 멤버만 읽습니다.</p>
          </div>
          <div>
            <label className={forms.check}>
              <input type="checkbox" id="field-isPublic" checked={fields.isPublic} onChange={(event) => setField('isPublic', event.target.checked)} />
              목록에 공개
            </label>
            <p className={forms.hint}>끄면 홈, 목록, 검색, 피드에 나오지 않고 주소로만 읽을 수 있습니다.</p>
          </div>
        </div>
      </section>

      <section className={forms.card} aria-labelledby="media-card-title">
        <h2 id="media-card-title" className={forms.cardTitle}>미디어</h2>
        <div className={forms.stack}>
          <MediaField kind="IMAGE" label="썸네일" value={fields.thumbnail} onChange={(item) => setField('thumbnail', item)} error={errors.thumbnailMediaId} testId="thumbnail-field" />
          <MediaField kind="AUDIO" label="음성 파일" value={fields.voice} onChange={(item) => setField('voice', item)} error={errors.voiceMediaId} testId="voice-field" />
        </div>
      </section>
    </>
  );
}
