import type { InquiryForm } from '@firm/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useInquiryMutation() {
  return useMutation({ mutationFn: (values: InquiryForm) => api.submitInquiry(values) });
}
