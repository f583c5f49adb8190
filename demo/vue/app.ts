// Vue 3: <booking-widget> is declared a custom element (compilerOptions.isCustomElement), `.prop` passes
// the prefill object as a property, `@booking-confirmed` listens. The app imports the package entry.
import { createApp, ref } from 'vue';
import '../../src/index.js';

const app = createApp({
  setup() {
    const resource = ref('101');
    const view = ref<'month' | 'week' | 'day'>('month');
    const confirmed = ref<string | null>(null);
    const events = ref<string[]>([]);
    const prefill = { name: 'Grace Hopper', email: 'grace@example.com' };
    const remember = (event: Event): void => {
      events.value = [event.type, ...events.value].slice(0, 12);
    };
    const onConfirmed = (event: Event): void => {
      remember(event);
      confirmed.value = (event as CustomEvent<{ booking_id: string }>).detail.booking_id;
    };
    return { resource, view, confirmed, events, prefill, remember, onConfirmed };
  },
  template: `
    <div class="row">
      <label>Resource
        <select v-model="resource">
          <option value="101">101 · Product demo</option>
          <option value="102">102 · Pottery workshop</option>
          <option value="103">103 · Sales consultation</option>
          <option value="106">106 · IT help desk</option>
        </select>
      </label>
      <label>View
        <select v-model="view"><option>month</option><option>week</option><option>day</option></select>
      </label>
    </div>
    <p v-if="confirmed" role="status" id="vue-confirmed">Vue received booking-confirmed: {{ confirmed }}</p>
    <booking-widget
      :resource="resource"
      :view="view"
      demo
      :prefill.prop="prefill"
      @booking-ready="remember"
      @booking-slot-selected="remember"
      @booking-error="remember"
      @booking-confirmed="onConfirmed"
    ></booking-widget>
    <h2>Events seen by Vue</h2>
    <ol class="log"><li v-for="(name, index) in events" :key="index">{{ name }}</li></ol>
  `,
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('booking-');
app.mount('#app');
