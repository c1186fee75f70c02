/** Recognizers-Text's unit names (in its specs and its models' answers) as our value forms' units. */
export const RT_TEMPERATURE: Record<string, string> = {
  C: 'celsius', F: 'fahrenheit', K: 'kelvin', Degree: 'degree',
  // Its Spanish and Portuguese specs and models name their units in their language.
  'Grado Celsius': 'celsius', 'Grado Fahrenheit': 'fahrenheit', Grado: 'degree', 'Grau Celsius': 'celsius', 'Grau Fahrenheit': 'fahrenheit', Grau: 'degree', Kelvin: 'kelvin',
};
export const RT_DISTANCE: Record<string, string> = {
  Kilometer: 'km', Meter: 'm', Centimeter: 'cm', Millimeter: 'mm', Mile: 'mi', Foot: 'ft', Inch: 'in', Yard: 'yd',
  'Kilómetro': 'km', Metro: 'm', 'Centímetro': 'cm', 'Milímetro': 'mm', Milla: 'mi', Pie: 'ft', Pulgada: 'in', Yarda: 'yd',
  'Quilômetro': 'km', Milha: 'mi', 'Pé': 'ft', Polegada: 'in', Jarda: 'yd',
};
