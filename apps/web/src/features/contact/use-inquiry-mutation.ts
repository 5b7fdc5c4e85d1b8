import type { InquiryForm } from '@firm/domain';
import { api } from '../../lib/api';
import { useSubmission } from '../../lib/use-submission';

export function useInquiryMutation() {
  return useSubmission((values: InquiryForm) => api.submitInquiry(values));
}
