ALTER TABLE "memberships" DROP COLUMN "coupon_benefit_end";--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "coupon_benefit_days";--> statement-breakpoint
INSERT INTO "membership_plans" ("code", "name", "summary", "highlights", "monthly_price", "yearly_price", "audience", "image", "sort_order", "on_sale") VALUES
('LIGHT', '라이트', '업계 뉴스와 인사이트를 꾸준히 읽는 실무자를 위한 기본 멤버십', '["회원 전용 기사 월 10편","리츠포커스 지표·비교·차트","딜정보 거래 가격 (출시 예정)"]'::jsonb, 9900, 99000, 'PERSONAL', '/membership/tiers/light.svg', 10, true),
('LIGHT_STUDENT', '라이트 학생', '학생 인증을 마친 대학(원)생을 위한 라이트 할인 멤버십', '["라이트의 모든 혜택","학생 인증 후 50% 할인"]'::jsonb, 4900, 49000, 'STUDENT', '/membership/tiers/light-student.svg', 20, true),
('LIGHT_PLUS', '라이트 플러스', '회원 전용 기사를 제한 없이 읽고 리츠 데이터를 내려받는 멤버십', '["회원 전용 기사 무제한","리츠 데이터 엑셀 다운로드","딜정보 거래 가격 (출시 예정)"]'::jsonb, 19900, 199000, 'PERSONAL', '/membership/tiers/light-plus.svg', 30, true),
('PREMIUM_LIGHT', '프리미엄 라이트', '딜·펀드 데이터까지 보는 투자·운용 실무자를 위한 멤버십', '["라이트 플러스의 모든 혜택","딜 통계·엑셀 내보내기 (출시 예정)","사모펀드 데이터 (출시 예정)"]'::jsonb, 39000, 390000, 'PERSONAL', '/membership/tiers/premium-light.svg', 40, true),
('PREMIUM', '프리미엄', '팀 전체가 함께 쓰는 법인 멤버십 (좌석 단위)', '["프리미엄 라이트의 모든 혜택","법인 좌석·구성원 초대","무통장 입금 결제"]'::jsonb, 99000, 990000, 'CORPORATE', '/membership/tiers/premium.svg', 50, true)
ON CONFLICT ("code") DO NOTHING;
